/** A refusal of the auth service with the HTTP status it answers with; the message is shown to the user. */
export class AuthError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
  }
}
