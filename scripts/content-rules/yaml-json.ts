/**
 * Rule `yaml-json`: every fenced ```yaml / ```yml block parses as YAML (all documents of a
 * multi-document block), and every ```json block parses as JSON.
 */
import YAML from 'yaml';
import type {ContentRule, Finding} from './types.ts';

export const yamlJson: ContentRule = {
  id: 'yaml-json',
  description: 'YAML and JSON code blocks parse.',
  check(d) {
    const out: Finding[] = [];
    for (const b of d.blocks) {
      if (b.lang === 'yaml' || b.lang === 'yml') {
        for (const doc of YAML.parseAllDocuments(b.code)) {
          for (const err of doc.errors) out.push({line: b.line, message: `YAML does not parse: ${err.message.split('\n')[0]}`});
        }
      } else if (b.lang === 'json') {
        try {
          JSON.parse(b.code);
        } catch (e) {
          out.push({line: b.line, message: `JSON does not parse: ${(e as Error).message}`});
        }
      }
    }
    return out;
  },
};
