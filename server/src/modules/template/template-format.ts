import { ToothPositionError, normalizeToothPositions } from '@odontia/shared';
import type { CaseEntry } from '../case/case-entry.js';

/**
 * The legacy list format of templates: entries separated by semicolons, each either
 * `positions:content` or plain content ("11-13,21:caries;clean").
 */
export function parseTemplateList(text: string): CaseEntry[] {
  return text
    .split(/[;；]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.search(/[:：]/);
      if (colon > 0) {
        try {
          const position = normalizeToothPositions(part.slice(0, colon));
          if (position) return { position, content: part.slice(colon + 1).trim() };
        } catch (error) {
          if (!(error instanceof ToothPositionError)) throw error;
        }
      }
      return { position: '', content: part };
    });
}

/** The inverse of `parseTemplateList`; a semicolon inside content becomes its full-width form. */
export function formatTemplateList(entries: readonly CaseEntry[]): string {
  return entries
    .map(({ position, content }) => {
      const text = content.replace(/;/g, '；');
      return position ? `${position}:${text}` : text;
    })
    .join(';');
}
