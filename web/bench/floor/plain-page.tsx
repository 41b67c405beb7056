import { NAVIGATION, type FloorPost } from './posts';

/** The floor's page as plain elements. */
export function PlainPage({ posts }: { posts: FloorPost[] }) {
  return (
    <div className="floor">
      <header>
        <strong>Chalktalk</strong> <span>Demo Hoops</span>
      </header>
      <nav aria-label="Main">
        {NAVIGATION.map((label) => (
          <a key={label} href={`#${label}`}>
            {label}
          </a>
        ))}
      </nav>
      <main>
        <h1>Welcome, Casey</h1>
        {posts.map((post) => (
          <article key={post.text}>
            <p>
              <strong>{post.author}</strong> · {post.date}
            </p>
            <p>{post.text}</p>
          </article>
        ))}
      </main>
    </div>
  );
}
