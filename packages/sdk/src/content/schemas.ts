import * as z from 'zod/mini';

/** GET /get-about-us-status */
export const AboutUsStatusReply = z.object({ Status: z.boolean() });
export type AboutUsStatusReply = z.infer<typeof AboutUsStatusReply>;

/**
 * GET /get-about-us-content, /get-terms-content, /get-privacy-content.
 * Content is plain text; a blank line separates paragraphs and a line starting with '# ' is a heading.
 * (No HTML, so nothing from the server is ever injected into a page.)
 */
export const ContentReply = z.object({ Content: z.string() });
export type ContentReply = z.infer<typeof ContentReply>;
