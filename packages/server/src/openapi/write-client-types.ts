/** `pnpm openapi`'s second half: the client types of the documents it has just written (client-types.ts). */
import { writeClientTypes } from './client-types.js';

await writeClientTypes();
