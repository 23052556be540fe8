import { defineError } from './defineError';

// SPEC §8 errors of CAIP ids (texts verbatim), thrown by core/caip.ts.

export const InvalidCaipAddressError = /* @__PURE__ */ defineError({
  name: 'InvalidCaipAddressError',
  message: 'Invalid CAIP Address',
});
export const InvalidCaip10AddressError = /* @__PURE__ */ defineError({
  name: 'InvalidCaip10AddressError',
  message: (value: string) => `Invalid CAIP-10 address: ${value}`,
});
export const InvalidCaip2NetworkIdError = /* @__PURE__ */ defineError({
  name: 'InvalidCaip2NetworkIdError',
  message: (value: string) => `Invalid CAIP-2 network id: ${value}`,
});
