// The dashboard's charts in one chunk of their own (see lazy-charts.tsx).
export { BarChart } from '@mui/x-charts/BarChart';
export { PieChart } from '@mui/x-charts/PieChart';
