import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { GuideBlock, GuideSection } from '../content/guide-types.ts';

function Block({ block }: { block: GuideBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <Typography>{block.text}</Typography>;
    case 'note':
      return <Alert severity="info">{block.text}</Alert>;
    case 'list':
    case 'steps': {
      const Tag = block.kind === 'steps' ? 'ol' : 'ul';
      return (
        <Typography component={Tag} sx={{ pl: 3, my: 0, '& li + li': { mt: 0.75 } }}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Typography>
      );
    }
    default: {
      const unknown: never = block;
      return unknown;
    }
  }
}

/** One section of the guide, with what the page adds under it (the support's details). */
export function GuideSectionView({ section, extra }: { section: GuideSection; extra?: ReactNode }) {
  const headingId = `guide-${section.id}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      id={`guide-section-${section.id}`}
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}
    >
      <Stack spacing={2}>
        <Typography variant="h5" component="h2" id={headingId}>
          {section.title}
        </Typography>
        {section.blocks.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a block's place in its section is its identity
          <Block key={index} block={block} />
        ))}
        {extra}
      </Stack>
    </Paper>
  );
}
