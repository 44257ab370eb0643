import { FEATURE_MODULES } from '../modules/index.js';

/** Every module's entities, listed explicitly (not discovered) so the same code runs from src/ and dist/. */
export const entities = FEATURE_MODULES.flatMap((feature) => feature.entities ?? []);
