import type { OptionsState } from '../store/slices/optionsSlice';

/** The query parameters every GET to the blockchain API carries (SPEC §7). */
export interface ApiQueryParameters {
  projectId: string;
  /** SDK type. */
  st: string;
  /** SDK version. */
  sv: string;
}

/**
 * The one place of SPEC §7's rule that a GET to the API names the project and the SDK (`projectId`,
 * `st`, `sv`): the RTK Query base query (every endpoint, the wallet registry's pages included) and the
 * analytics sender (which posts without loading RTK Query) both take it from here.
 */
export function apiQueryParameters(
  options: Pick<OptionsState, 'projectId' | 'sdkType' | 'sdkVersion'>,
): ApiQueryParameters {
  return { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion };
}
