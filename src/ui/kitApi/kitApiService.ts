/** Service id of the kit's api once its React hooks are attached (ui/kitApi/attachKitHooks.ts). */
export const KIT_API_SERVICE_ID = 'api:react';
