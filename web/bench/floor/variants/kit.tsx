import { KitPage } from '../kit-page';
import { STATIC_POSTS } from '../posts';
import { render } from '../render';

render(<KitPage posts={STATIC_POSTS} />);
