import { FRAUD_CONTENT } from '@ffl/content/registry';
import { fraudPageProse } from '@ffl/content/validate';
import type { FraudId } from '@ffl/engine/ids';
console.log(fraudPageProse(FRAUD_CONTENT[process.argv[2] as FraudId]).join('\n'));
