// Placeholder until the history views land in this change (replaced by the Activity work).
export const views = {};
