import { describe, expect, it } from 'vitest';
import { parseForm } from './form-body';

describe('parseForm', () => {
  it('decodes brackets into nested objects and indexed keys into lists', () => {
    const encoded =
      'type=card&card[number]=4242424242424242&billing_details[address][city]=H%C3%A0%20N%E1%BB%99i' +
      '&expand[0]=latest_charge&expand[1]=customer&metadata[billId]=b-1';
    expect(parseForm(encoded)).toEqual({
      type: 'card',
      card: { number: '4242424242424242' },
      billing_details: { address: { city: 'Hà Nội' } },
      expand: ['latest_charge', 'customer'],
      metadata: { billId: 'b-1' },
    });
  });

  it('reads empty brackets as a list and encoded brackets like plain ones', () => {
    expect(parseForm('expand[]=a&expand[]=b&card%5Bcvc%5D=123')).toEqual({
      expand: ['a', 'b'],
      card: { cvc: '123' },
    });
  });
});
