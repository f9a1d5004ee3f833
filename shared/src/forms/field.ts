/**
 * What a form field component takes, in every remote: its label, whether it is required (product-rules 5: an
 * asterisk), and its message as an i18n key ("ns:key"), translated at render so it follows the language.
 */
export interface FieldContract {
  label: string;
  required?: boolean;
  error?: string | null;
}
