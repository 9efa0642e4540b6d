import { createContext } from 'react';

/** Set by SchemaForm so two forms on one page (My Information's sections) never share a field id. */
export const FieldIdPrefix = createContext('field');
