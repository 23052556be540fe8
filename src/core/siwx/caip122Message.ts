import { readErc4361Layout, writeErc4361Layout } from './erc4361Layout';
import type { Caip122MessageFields, SiwxFamilyNamespace } from './siwxMessage';
import { validateCaip122Fields } from './validateSiwxFields';

/** The namespaces signed in with CAIP-122's plain template (the table `siwxText` reads). */
export const SIWX_FAMILY_NAMESPACES: readonly SiwxFamilyNamespace[] = ['bip122', 'polkadot', 'cosmos'];

/** True for bip122, polkadot and cosmos. */
export const isSiwxFamilyNamespace = (namespace: string): namespace is SiwxFamilyNamespace =>
  (SIWX_FAMILY_NAMESPACES as readonly string[]).includes(namespace);

/** The exact CAIP-122 text of a bip122 / polkadot / cosmos field set; throws `SiwxMessageError`. */
export function buildCaip122Message(namespace: SiwxFamilyNamespace, fields: Caip122MessageFields): string {
  return writeErc4361Layout(namespace, validateCaip122Fields(namespace, fields));
}

/** The fields of a bip122 / polkadot / cosmos CAIP-122 text (strict, as ERC-4361); throws `SiwxMessageError`. */
export function parseCaip122Message(namespace: SiwxFamilyNamespace, text: string): Caip122MessageFields {
  return validateCaip122Fields(namespace, readErc4361Layout(namespace, text));
}
