// Component tests cross the real broker and database, which parallel test runs share: give them room.
jest.setTimeout(30_000);
