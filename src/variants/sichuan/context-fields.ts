import type { ContextFieldDecl } from '../../engine/variant';

/** The missing suit, which the hand builder asks for. */
export const SICHUAN_CONTEXT_FIELDS: readonly ContextFieldDecl[] = [
  {
    id: 'missingSuit',
    label: 'Missing suit',
    description:
      'The suit you declared missing at the start. A hand holding any tile of it cannot win.',
    choices: [
      { value: 'm', label: 'Characters (m)' },
      { value: 'p', label: 'Dots (p)' },
      { value: 's', label: 'Bamboo (s)' },
    ],
  },
];
