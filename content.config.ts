import { defineCollection } from 'astro:content';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';

export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
  // Starlight's interface strings where its own are missing (Hong Kong) or say less than the
  // reader needs (the notice on a page not translated yet): content/i18n/<lang>.json.
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
};
