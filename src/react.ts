// `portico/react`: the React bindings. The provider, components and hooks arrive with the modal issue.

export type { AppKit, CreateAppKitOptions } from './index';
export { createAppKit } from './kit/createAppKit';
