// A document that cannot be read, with the reason the agent reads next to the file name
// (~/messages/errors). Thrown by the readers, turned into a failed result by extractText.
export class ReadFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}
