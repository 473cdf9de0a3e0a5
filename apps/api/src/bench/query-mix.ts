import { postSorts } from '@postradar/contracts';
import { selectRows, type Database } from '@postradar/db';
import { sql } from 'drizzle-orm';

export interface BenchQuery {
  /** The query class the latency is reported under. */
  kind: string;
  /** GET /api/posts query parameters. */
  params: Record<string, string>;
}

const words = [
  'nurse',
  'teacher',
  'trucker',
  'fishing',
  'camping',
  'mom',
  'dad',
  'grandma',
  'dog',
  'cat',
  'christmas',
  'halloween',
  'gift',
  'shirt',
  'hoodie',
  'mug',
  'tumbler',
  'blanket',
  'necklace',
  'personalized',
  'ao thun',
  'qua tang',
  'me',
  'giang sinh',
  'tet',
  'golf',
  'yoga',
  'chef',
  'mechanic',
  'firefighter',
  'ornament',
  'canvas',
  'doormat',
  'cap',
  'hunting',
  'gardening',
];
const pairs = [
  ['proud', 'nurse'],
  ['gift', 'dad'],
  ['christmas', 'mom'],
  ['perfect', 'gift'],
  ['custom', 'mug'],
  ['fishing', 'shirt'],
  ['ao', 'me'],
  ['qua', 'bo'],
  ['dog', 'mom'],
  ['cat', 'dad'],
  ['teacher', 'gift'],
  ['limited', 'edition'],
  ['free', 'shipping'],
  ['best', 'idea'],
  ['made', 'love'],
  ['who', 'else'],
  ['soft', 'durable'],
  ['tag', 'someone'],
];
const phrases = [
  'free shipping',
  'perfect christmas gift',
  'not sold in stores',
  'limited stock',
  'giam gia 50',
  'mien phi van chuyen',
  'qua tang giang sinh',
  'ao thun cho me',
  'best gift idea',
  'made with love',
  'buy 2 get 1 free',
  'tag someone who needs this',
  'just dropped',
  'so luong co han',
  'dat ngay',
  'ships in 3 5 days',
  'for 15 off',
  'custom name',
  'dog moms',
  'cat dads',
];
const excludes = ['halloween', 'mug', 'giang sinh', 'free shipping', 'hoodie,blanket', 'me', 'dad'];
const tags = [
  'nurse',
  'teacher',
  'christmas',
  'dog mom',
  'cat dad',
  'tết',
  'halloween',
  "mother's day",
  'fishing',
  'camping',
  't-shirt',
  'mug',
  'personalised',
  'grandma',
  'birthday',
  'valentine',
];
const mediaSets = ['photo', 'video', 'carousel', 'link', 'text', 'photo,video', 'video,carousel'];
/** Niches as a personalization lists them: one of the corpus's rarest (2-3%), or several. */
const niches = [
  'golf',
  'hunting',
  'nurse',
  'gardening',
  'golf,hunting',
  'camping',
  'nurse,teacher,firefighter',
  'dog mom',
  "mother's day,dog mom",
  'tết',
];
const languages = ['en', 'vi', undefined];
const countries = ['US', 'CA,AU', undefined, 'VN', 'GB'];

/** Deterministic pick: the i-th item, wrapping. */
const at = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

/**
 * At least 200 distinct searches over every mode, prefix, filter (the audience's niches, languages
 * and countries too) and sort, grouped in classes; page names and hosts are sampled from the
 * loaded corpus.
 */
export async function buildQueryMix(db: Database): Promise<BenchQuery[]> {
  const pages = await selectRows<{ network_id: string; username: string | null; name: string }>(
    db,
    sql`select network_id, username, name from pages order by id limit 40`,
  );
  const hosts = await selectRows<{ host: string }>(
    db,
    sql`select host from domains order by id limit 40`,
  );
  const sort = (index: number) => at(postSorts, index);
  const mix: BenchQuery[] = [];
  const add = (kind: string, params: Record<string, string>) => mix.push({ kind, params });

  for (let i = 0; i < 20; i++) {
    add('words all', { q: at(words, i), sort: sort(i) });
    add('words any', {
      q: `${at(words, i + 3)} ${at(words, i + 11)}`,
      mode: 'any',
      sort: sort(i + 1),
    });
    const [a, b] = at(pairs, i);
    add('words order', { q: `${a} ${b}`, mode: 'order', sort: sort(i + 2) });
    add('exact phrase', { q: at(phrases, i), mode: 'exact', sort: sort(i + 3) });
    add('exclude', { q: at(words, i + 5), exclude: at(excludes, i), sort: sort(i + 4) });
    const page = at(pages, i);
    const pageValue =
      i % 3 === 0
        ? page.network_id
        : i % 3 === 1
          ? (page.username ?? page.network_id)
          : `"${page.name}"`;
    add('prefix page', { q: `${i % 2 ? 'p' : 'page'}:${pageValue}`, sort: sort(i + 5) });
    add('prefix site', {
      q: `${i % 2 ? 's' : 'site'}:${at(hosts, i).host}${i % 4 === 3 ? ' gift' : ''}`,
      sort: sort(i + 6),
    });
    add('prefix tag', { q: `${i % 2 ? 't' : 'tag'}:"${at(tags, i)}"`, sort: sort(i + 7) });
    add('filter kind/type', {
      ...(i % 3 === 2 ? {} : { kind: i % 3 === 0 ? 'ad' : 'post' }),
      type: at(mediaSets, i),
      sort: sort(i + 8),
    });
    add('filter created', {
      createdFrom: new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10),
      ...(i % 2
        ? { createdTo: new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10) }
        : {}),
      sort: sort(i + 9),
    });
    add('filter counts', {
      ...(i % 3 === 0 ? { reactionsMin: String(50 * (i + 1)) } : {}),
      ...(i % 3 === 1 ? { sharesMin: String(5 * i), sharesMax: String(5000) } : {}),
      ...(i % 3 === 2 ? { commentsMin: String(i), commentsMax: String(20 * i + 10) } : {}),
      sort: sort(i + 10),
    });
    add('browse sort', { sort: sort(i), perPage: at(['10', '20', '50', '100'], i) });
    add('combined', {
      q: `${at(words, i + 7)} tag:"${at(tags, i + 3)}"`,
      mode: at(['all', 'any', 'order', 'exact'], i),
      exclude: at(excludes, i + 2),
      kind: i % 2 ? 'ad' : 'post',
      type: at(mediaSets, i + 1),
      reactionsMin: String(i * 5),
      sort: sort(i + 3),
    });
    // A personalized Trending, dashboard or search: the user's niches, languages and countries,
    // mostly by trending, now and then with words or on a deeper page.
    const language = at(languages, i);
    const country = at(countries, i);
    add('audience', {
      niches: at(niches, i),
      ...(language ? { languages: language } : {}),
      ...(country ? { countries: country } : {}),
      ...(i % 5 === 3 ? { q: at(words, i + 4) } : {}),
      ...(i % 5 === 4 ? { page: at(['3', '20'], i) } : {}),
      sort: i % 2 ? sort(i) : 'trending',
    });
    add('deep page', {
      ...(i % 2 ? { q: at(words, i) } : {}),
      sort: sort(i + 2),
      perPage: at(['50', '100'], i),
      page: at(['5', '20', '50', '99'], i),
    });
  }
  return mix;
}
