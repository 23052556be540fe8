// `portico/react`: the React bindings. The provider, components and hooks arrive with the modal issue.
export { createAppKit } from './kit/createAppKit';
export type { AppKit, CreateAppKitOptions } from './index';
