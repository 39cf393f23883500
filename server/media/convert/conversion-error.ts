/**
 * A conversion that cannot succeed as it is. Its own module, free of the converters' tools and
 * libraries, so that callers of the converter service (the Cloud Functions among them) tell a
 * file's fault from the service's without bundling LibreOffice's or the zip reader's code.
 */
export class ConversionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConversionError';
  }
}
