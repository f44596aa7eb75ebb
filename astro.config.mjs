// @ts-check
import preact from '@astrojs/preact';
import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';
import starlightLinksValidator from 'starlight-links-validator';

// srcDir './' lets Starlight find the top-level content/docs folder (see ../shared/notes/starlight.md).
export default defineConfig({
  srcDir: './',
  site: 'https://mahjong-atlas.example',
  integrations: [
    starlight({
      title: 'Mahjong Atlas',
      description: 'An interactive rules reference for mahjong variants: every pattern, scored by the same engine that checks your hand.',
      customCss: ['./src/styles/atlas.css'],
      components: { Footer: './src/components/Footer.astro' },
      // The validator clears the content cache on every build, so only test builds run it.
      plugins: process.env.CHECK_LINKS ? [starlightLinksValidator()] : [],
      sidebar: [
        {
          label: 'Start here',
          items: [
            { label: 'Welcome', link: '/' },
            { slug: 'how-to-play' },
            { slug: 'notation' },
          ],
        },
        {
          label: 'Hong Kong',
          items: [
            { slug: 'hong-kong' },
            { slug: 'hong-kong/score' },
            { label: 'Patterns', autogenerate: { directory: 'hong-kong/patterns' } },
          ],
        },
        {
          label: 'Rainbow Dragon',
          items: [
            { slug: 'rainbow-dragon' },
            { slug: 'rainbow-dragon/score' },
            { label: 'Patterns', autogenerate: { directory: 'rainbow-dragon/patterns' } },
          ],
        },
        {
          label: 'Victoria Mahjong Club',
          items: [
            { slug: 'vmc' },
            { slug: 'vmc/score' },
            { label: 'Patterns', autogenerate: { directory: 'vmc/patterns' } },
          ],
        },
        {
          label: 'Sichuan Bloody',
          items: [
            { slug: 'sichuan' },
            { slug: 'sichuan/score' },
            { slug: 'sichuan/deal' },
            { label: 'Patterns', autogenerate: { directory: 'sichuan/patterns' } },
          ],
        },
        {
          label: 'MCR',
          items: [
            { slug: 'mcr' },
            { slug: 'mcr/principles' },
            { slug: 'mcr/score' },
            { label: 'Fans', autogenerate: { directory: 'mcr/patterns' } },
          ],
        },
        { label: 'Compare', items: [{ slug: 'compare' }] },
        { label: 'About', items: [{ slug: 'credits' }] },
      ],
    }),
    preact(),
  ],
});
