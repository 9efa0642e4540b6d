import { fetchBinary } from '../fetch-binary';

export const SHEET_TEMPLATE_PATH = '/api/auditions/sheet-template';

export const fetchSheetTemplate = () => fetchBinary(SHEET_TEMPLATE_PATH);
