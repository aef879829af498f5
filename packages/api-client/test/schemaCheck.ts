import { Ajv2020 } from 'ajv/dist/2020.js';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { describeProblems } from '../src/validation/describeProblems';
import { extensionKeywords, refsToComponents } from '../src/validation/documentSchemas';
import type { OpenApiDocument, SchemaObject } from './document';

const componentsId = 'document:components';

/**
 * Checks values against schemas of a document with Ajv as the generated socket validators and the server do
 * (JSON Schema 2020-12, strict, the same formats), listing problems as "<path>: <what>"; none means valid.
 */
export function schemaCheck(document: OpenApiDocument): (schema: SchemaObject, value: unknown) => string[] {
  // References stay calls, so each component schema compiles once however many schemas use it.
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, inlineRefs: false });
  for (const [name, format] of Object.entries(fullFormats)) ajv.addFormat(name, format);
  ajv.addFormat('binary', true);
  for (const keyword of extensionKeywords(document)) ajv.addKeyword(keyword);
  ajv.addSchema({ $id: componentsId, $defs: refsToComponents(document.components.schemas, componentsId) });
  return (schema, value) => {
    const validate = ajv.compile(refsToComponents(schema, componentsId));
    return validate(value) ? [] : describeProblems(validate.errors ?? [], value);
  };
}
