/** What the test reads of the structured-data validator and its extractor (they ship no types). */
declare module '@marbec/web-auto-extractor' {
  export interface Extracted {
    jsonld: Record<string, unknown[]>;
    errors?: unknown[];
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): Extracted;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { Extracted } from '@marbec/web-auto-extractor';

  export interface Issue {
    rootType: string;
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path?: unknown;
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: Extracted): Promise<Issue[]>;
  }
}
