import type { FromSchema } from 'json-schema-to-ts';

/** A text alignment, or none (the default): a form element's textAlign, a column's dataAlign and footerAlign. */
export const alignSchema = { type: ['string', 'null'], enum: ['left', 'center', 'right', null] } as const;
export type Align = NonNullable<FromSchema<typeof alignSchema>>;
