import { describe, expect, it } from 'vitest';
import { shareMessage, shareTargets } from './share-targets.js';

const URL_ = 'https://resavac.example.rs/s/abc_DEF-123?x=1&y=2';

describe('share targets', () => {
  it('says what the product says, with the link and the product name as hashtag', () => {
    expect(shareMessage(URL_)).toBe(`Pogledaj rešenje ovog zadatka: ${URL_} #Rešavač`);
  });

  it('builds outward links that carry the encoded text and link', () => {
    const byId = Object.fromEntries(shareTargets(URL_).map((t) => [t.id, t]));
    const message = encodeURIComponent(shareMessage(URL_));
    expect(byId.whatsapp!.href).toBe(`https://wa.me/?text=${message}`);
    expect(byId.viber!.href).toBe(`viber://forward?text=${message}`);
    expect(new URL(byId.facebook!.href).searchParams.get('u')).toBe(URL_);
    expect(new URL(byId.facebook!.href).searchParams.get('hashtag')).toBe('#Rešavač');
    const telegram = new URL(byId.telegram!.href);
    expect(telegram.searchParams.get('url')).toBe(URL_);
    expect(telegram.searchParams.get('text')).toBe('Pogledaj rešenje ovog zadatka: #Rešavač');
    expect(byId.email!.href).toBe(
      `mailto:?subject=${encodeURIComponent('Rešenje zadatka iz matematike')}&body=${message}`,
    );
  });

  it('marks only WhatsApp and Viber as phone apps', () => {
    expect(
      shareTargets(URL_)
        .filter((t) => t.mobileOnly)
        .map((t) => t.id),
    ).toEqual(['whatsapp', 'viber']);
  });
});
