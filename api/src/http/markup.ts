const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };

/** Text made safe inside HTML or XML markup, as element text or as a quoted attribute value. */
export const escapeMarkup = (text: string): string => text.replace(/[<>&"']/g, (c) => ENTITIES[c]!);
