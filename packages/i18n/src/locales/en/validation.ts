/**
 * What is wrong with a field the API refused, by the code of the error envelope's `fieldErrors`
 * (packages/contracts, fieldErrorCodes); `{{…}}` are the rule's parameters.
 */
export const validation = {
  required: 'This field is required.',
  invalid_type: 'This value is not of the expected kind.',
  too_short: 'Use at least {{minimum}} characters.',
  too_long: 'Use at most {{maximum}} characters.',
  too_small: 'Enter {{minimum}} or more.',
  too_large: 'Enter {{maximum}} or less.',
  must_exceed: 'Enter more than {{minimum}}.',
  must_be_under: 'Enter less than {{maximum}}.',
  too_few: 'Too few: at least {{minimum}}.',
  too_many: 'Too many: at most {{maximum}}.',
  not_multiple_of: 'Enter a multiple of {{divisor}}.',
  invalid_option: 'Choose one of: {{options}}.',
  invalid_email: 'Enter an e-mail address, like name@example.com.',
  invalid_url: 'Enter a full web address, like https://example.com.',
  invalid_format: 'This is not in the expected format.',
  unknown_field: 'This field is not accepted here.',
  invalid_phone: 'Must be a phone number, like +84 912 345 678.',
  invalid: 'This value is not valid.',
} as const;
