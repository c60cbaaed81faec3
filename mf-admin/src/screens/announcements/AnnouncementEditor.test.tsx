import { renderToStaticMarkup } from 'react-dom/server';
import { AnnouncementEditor } from './AnnouncementEditor';

describe('AnnouncementEditor in Arabic (decision 025)', () => {
  it('when an announcement is edited, then its Arabic content is beside the English one, right to left', () => {
    const html = renderToStaticMarkup(
      <AnnouncementEditor
        initial={{ content: 'Free shipping', contentAr: 'شحن مجاني' }}
        submitLabel="Save Changes"
        onSubmit={async () => true}
      />,
    );
    expect(html).toContain('Announcement content (Arabic)');
    expect(html).toMatch(/<textarea[^>]*dir="rtl"[^>]*>شحن مجاني<\/textarea>/);
    expect(html).toContain('maxLength="200"');
  });
});
