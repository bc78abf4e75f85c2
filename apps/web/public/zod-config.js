// Loaded before the application's modules: zod, which builds its object parsers with `new Function`
// unless told not to, must not even probe for it, since the server's Content-Security-Policy allows
// no eval and reports every refused attempt. zod reads this object when it loads.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
