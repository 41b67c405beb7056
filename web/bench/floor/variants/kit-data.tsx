import { readFirstPosts } from '../feed-reads';
import { KitPage } from '../kit-page';
import { render } from '../render';

void readFirstPosts().then((posts) => render(<KitPage posts={posts} />));
