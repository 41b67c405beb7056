import { PlainPage } from '../plain-page';
import { STATIC_POSTS } from '../posts';
import { render } from '../render';

render(<PlainPage posts={STATIC_POSTS} />);
