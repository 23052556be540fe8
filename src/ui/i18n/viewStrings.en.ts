// Placeholder created by the modal engineer; the views engineer owns and overwrites this file.
export const viewStrings: Record<string, string> = {};
