// SIWX core: the CAIP-122 message model, EIP-4361 / SIWS text, and verification. Pure TypeScript.
export { buildSiweMessage } from './buildSiweMessage';
export { buildSiwsMessage } from './buildSiwsMessage';
export {
  buildCaip122Message,
  isSiwxFamilyNamespace,
  parseCaip122Message,
  SIWX_FAMILY_NAMESPACES,
} from './caip122Message';
export { checkSiwxUri } from './checkSiwxUri';
export { parseSiweMessage } from './parseSiweMessage';
export { parseSiwsMessage } from './parseSiwsMessage';
export {
  type SiwxField,
  SiwxMessageError,
  type SiwxMessageReason,
  SiwxVerificationError,
  type SiwxVerificationReason,
} from './siwxErrors';
export { isAuthority, isNonce, isUri, parseRfc3339 } from './siwxFieldRules';
export {
  type Caip122MessageFields,
  type SiweMessageFields,
  type SiwsMessageFields,
  type SiwxCommonFields,
  type SiwxFamilyNamespace,
  type SiwxMessage,
  type SiwxNamespace,
  type SiwxSession,
  siwxCaipNetworkId,
} from './siwxMessage';
export { buildSiwxMessage, parseSiwxMessage } from './siwxText';
export { validateCaip122Fields, validateSiweFields, validateSiwsFields } from './validateSiwxFields';
export {
  eip191Hash,
  recoverEip191Address,
  verifyEd25519Signature,
  verifyEip191Signature,
} from './verifyEoaSignature';
export {
  type SiwxExpectations,
  type VerifySiwxMessageInput,
  verifySiwxMessage,
} from './verifySiwxMessage';
export {
  type ContractSignatureInput,
  type SiwxSignatureInput,
  type VerifyContractSignature,
  verifySiwxSignature,
} from './verifySiwxSignature';
