/** A route open only between two dates (inclusive), e.g. /holiday-party. Dates are yyyy-mm-dd. */
export interface FeatureWindow {
  route: string;
  startsOn: string;
  endsOn: string;
}

export interface FeatureWindowsResponse {
  windows: FeatureWindow[];
}
