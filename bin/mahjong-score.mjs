#!/usr/bin/env node
// The engine is TypeScript; tsx (a runtime dependency) loads it directly, so `npx mahjong-score`
// needs no build step.
import { register } from 'tsx/esm/api';

register();
await import('../scripts/mahjong-score.ts');
