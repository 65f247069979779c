import { driveItineraryShard } from './itineraryPathsShard.tsx';

driveItineraryShard(4);
