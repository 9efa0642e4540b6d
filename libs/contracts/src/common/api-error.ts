/** Every error the API answers has this body. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
}
