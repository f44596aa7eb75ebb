import { defineCollection, z } from 'astro:content';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';

export const collections = {
  docs: defineCollection({
    loader: docsLoader(),
    schema: docsSchema({
      // A pattern's page names the catalogue entry it shows and has no text of its own
      // (scripts/generate-docs.ts); src/components/MarkdownContent.astro draws the entry.
      extend: z.object({ pattern: z.object({ variant: z.string(), id: z.string() }).optional() }),
    }),
  }),
  // Starlight's interface strings where its own are missing (Hong Kong) or say less than the
  // reader needs (the notice on a page not translated yet): content/i18n/<lang>.json.
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
};
