import { auditionSheetTemplateRoute, routeUrl } from '@greenroom/contracts';
import { fetchBinary } from '../fetch-binary';

export const SHEET_TEMPLATE_PATH = routeUrl(auditionSheetTemplateRoute);

export const fetchSheetTemplate = () => fetchBinary(SHEET_TEMPLATE_PATH);
