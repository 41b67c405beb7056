export { PlayPosters1766000000100 } from './play-posters.migration';
export { PlayPosterStore, POSTER_OPTIONS, type PosterAnswer } from './play-poster.store';
export { sendPoster } from './poster-reply';
export { RenderPostersModule } from './render-posters.module';
