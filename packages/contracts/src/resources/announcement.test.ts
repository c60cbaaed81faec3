import {
  Announcement,
  CreateAnnouncementBody,
  UpdateAnnouncementBody,
  VisibleAnnouncementsResponse,
} from './announcement';

const body = {
  title: 'Announcement',
  content: 'Free delivery in Cairo on orders above 1000 EGP',
  visibility: true,
};

describe('CreateAnnouncementBody', () => {
  it('when an admin creates an announcement, then it passes', () => {
    expect(CreateAnnouncementBody.parse(body)).toEqual(body);
  });

  it('when the title is left out, then the body still passes', () => {
    expect(CreateAnnouncementBody.safeParse({ content: body.content, visibility: true }).success).toBe(true);
  });

  it('when the title is anything but "Announcement", then it is rejected', () => {
    expect(CreateAnnouncementBody.safeParse({ ...body, title: 'Sale' }).success).toBe(false);
  });

  it('when the content is 200 characters, then it passes; 201 is rejected with a clear message', () => {
    expect(CreateAnnouncementBody.safeParse({ ...body, content: 'x'.repeat(200) }).success).toBe(true);
    const result = CreateAnnouncementBody.safeParse({ ...body, content: 'x'.repeat(201) });
    expect(result.error?.issues[0]?.message).toBe('Announcement content must be at most 200 characters');
  });

  it('when the content is blank, then it is rejected', () => {
    expect(CreateAnnouncementBody.safeParse({ ...body, content: '   ' }).success).toBe(false);
  });
});

describe('UpdateAnnouncementBody', () => {
  it('when the toggle sends content and visibility, then it passes', () => {
    expect(UpdateAnnouncementBody.safeParse({ content: body.content, visibility: false }).success).toBe(true);
  });

  it('when the body changes nothing or sets createdBy, then it is rejected', () => {
    expect(UpdateAnnouncementBody.safeParse({ title: 'Announcement' }).success).toBe(false);
    expect(UpdateAnnouncementBody.safeParse({ visibility: true, createdBy: 'x' }).success).toBe(false);
  });
});

describe('Announcement responses', () => {
  it('when a stored announcement has another title, then it does not match the contract', () => {
    const stored = {
      _id: '65f1a2b3c4d5e6f708192a3b',
      ...body,
      createdBy: '65f1a2b3c4d5e6f708192a40',
      modifiedBy: null,
      createdAt: '2025-03-14T10:15:30.000Z',
      updatedAt: '2025-03-14T10:15:30.000Z',
    };
    expect(VisibleAnnouncementsResponse.safeParse({ data: [stored] }).success).toBe(true);
    expect(Announcement.safeParse({ ...stored, title: 'News' }).success).toBe(false);
  });
});
