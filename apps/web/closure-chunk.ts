interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The chunk name a code-splitting group gives a module, or null to leave it to the automatic chunking. */
type ChunkName = (moduleId: string, graph: ModuleGraph) => string | null;

/**
 * A feature's public face (`src/features/<name>/index.ts`) re-exports all of it, and the graph does not
 * say which of its names an importer uses: walking through it would take a whole feature along.
 */
const FEATURE_BARREL = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/**
 * The modules `roots` import statically, directly or through others, the roots included. `barrels`:
 * walk through a feature's barrel (all that may be used) or stop there (what is surely used).
 */
export function staticImports(
  graph: ModuleGraph,
  roots: readonly string[],
  barrels: 'through' | 'stop',
): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || (barrels === 'stop' && FEATURE_BARREL.test(id))) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * A code-splitting group's name function that puts in one chunk, `name`, the modules `roots` import
 * statically (the roots themselves too, unless `keepRoots`) and the modules of `others` may not: one
 * file for what always loads together, where the automatic chunking makes one per set of importers.
 * Rolldown brings a captured module's imports into its chunk, unless a group of higher priority took
 * them: give each group's `others` a group before it.
 */
export function closureChunk(options: {
  name: string;
  roots: readonly string[];
  others: readonly string[];
  keepRoots?: boolean;
}): ChunkName {
  let members: Set<string> | undefined;
  return (moduleId, graph) => {
    if (!members) {
      const taken = staticImports(graph, options.others, 'through');
      if (options.keepRoots) for (const root of options.roots) taken.add(root);
      members = new Set([...staticImports(graph, options.roots, 'stop')].filter((id) => !taken.has(id)));
    }
    return members.has(moduleId) ? options.name : null;
  };
}
