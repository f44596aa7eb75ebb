// Types for the virtual module Head.astro imports (`virtual:pwa-info`, from vite-plugin-pwa).
/// <reference types="vite-plugin-pwa/info" />
