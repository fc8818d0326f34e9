import type { IconType } from 'react-icons';
import { LuBellRing, LuCalculator, LuChartLine, LuColumns2, LuHeart, LuLayoutDashboard, LuMap, LuPhone, LuRotate3D, LuScale, LuSchool, LuShieldCheck } from 'react-icons/lu';

/** One tool of the smart-features grid. */
export interface SmartFeature {
  /** The tool's name, exactly as docs/product.md §5.1 Home lists it. */
  name: string;
  description: string;
  icon: IconType;
}

/** The 12 smart tools of docs/product.md §5.1 Home, in its order and with its names. */
export const SMART_FEATURES: readonly SmartFeature[] = [
  { name: 'Verified Listings', description: 'Our team checks every listing before buyers can open it.', icon: LuShieldCheck },
  { name: 'Map View', description: 'See homes on a map and explore the streets around them.', icon: LuMap },
  { name: '360° Virtual Tour', description: 'Walk through a home from your sofa before you book a visit.', icon: LuRotate3D },
  { name: 'Mortgage Calculator', description: 'Estimate your monthly payment from price, deposit and rate.', icon: LuCalculator },
  { name: 'Property Comparison', description: 'Put homes side by side to weigh price, size and features.', icon: LuColumns2 },
  { name: 'Nearby Schools', description: 'Find the schools within reach of every home you consider.', icon: LuSchool },
  { name: 'Agent Contact', description: 'Reach the listing agent directly with your questions.', icon: LuPhone },
  { name: 'Save Favorites', description: 'Keep a shortlist of the homes you like best.', icon: LuHeart },
  { name: 'Instant Alerts', description: 'Hear about matching listings as soon as they appear.', icon: LuBellRing },
  { name: 'Floor Plans', description: 'Check the layout and room sizes before you go.', icon: LuLayoutDashboard },
  { name: 'Price History', description: "See how a home's asking price has changed over time.", icon: LuChartLine },
  { name: 'Legal Check', description: '"Legal check passed" means our team has checked the ownership papers.', icon: LuScale },
];
