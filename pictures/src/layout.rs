//! Where to draw a graph's nodes: a deterministic force-directed layout
//! (Fruchterman–Reingold) started from rings by distance from node 0, so a
//! map drawn twice looks the same and any map can be drawn.

use std::collections::VecDeque;

/// Positions in the unit square (0..1) for `n` nodes joined by `edges`.
pub fn layout(n: usize, edges: &[(usize, usize)]) -> Vec<(f32, f32)> {
    if n == 0 {
        return Vec::new();
    }
    let mut pos = rings(n, edges);
    let k = (1.0 / n as f32).sqrt();
    let mut temperature = 0.1f32;
    for _ in 0..400 {
        let mut shift = vec![(0.0f32, 0.0f32); n];
        for i in 0..n {
            for j in 0..n {
                if i == j {
                    continue;
                }
                let (dx, dy) = (pos[i].0 - pos[j].0, pos[i].1 - pos[j].1);
                let d = (dx * dx + dy * dy).sqrt().max(1e-4);
                let push = k * k / d;
                shift[i].0 += dx / d * push;
                shift[i].1 += dy / d * push;
            }
        }
        for &(a, b) in edges {
            if a >= n || b >= n {
                continue;
            }
            let (dx, dy) = (pos[a].0 - pos[b].0, pos[a].1 - pos[b].1);
            let d = (dx * dx + dy * dy).sqrt().max(1e-4);
            let pull = d * d / k;
            shift[a].0 -= dx / d * pull;
            shift[a].1 -= dy / d * pull;
            shift[b].0 += dx / d * pull;
            shift[b].1 += dy / d * pull;
        }
        for (p, s) in pos.iter_mut().zip(&shift) {
            let len = (s.0 * s.0 + s.1 * s.1).sqrt().max(1e-6);
            let step = len.min(temperature);
            p.0 += s.0 / len * step;
            p.1 += s.1 / len * step;
        }
        temperature = (temperature * 0.985).max(0.002);
    }
    normalise(pos)
}

/// Concentric rings by breadth-first distance from node 0; each node
/// placed near its parent's angle.
fn rings(n: usize, edges: &[(usize, usize)]) -> Vec<(f32, f32)> {
    let mut adj = vec![Vec::new(); n];
    for &(a, b) in edges {
        if a < n && b < n {
            adj[a].push(b);
            adj[b].push(a);
        }
    }
    let mut depth = vec![usize::MAX; n];
    let mut angle = vec![0.0f32; n];
    depth[0] = 0;
    let mut order = vec![0];
    let mut queue = VecDeque::from([0]);
    while let Some(a) = queue.pop_front() {
        for &b in &adj[a] {
            if depth[b] == usize::MAX {
                depth[b] = depth[a] + 1;
                angle[b] = angle[a];
                order.push(b);
                queue.push_back(b);
            }
        }
    }
    let deepest = depth
        .iter()
        .filter(|d| **d != usize::MAX)
        .max()
        .copied()
        .unwrap_or(0);
    let mut pos = vec![(0.5, 0.5); n];
    for d in 1..=deepest {
        let mut layer: Vec<usize> = order.iter().copied().filter(|i| depth[*i] == d).collect();
        layer.sort_by(|a, b| angle[*a].total_cmp(&angle[*b]));
        let count = layer.len() as f32;
        for (k, i) in layer.iter().enumerate() {
            let t = std::f32::consts::TAU * (k as f32 + 0.5) / count;
            angle[*i] = t;
            let r = 0.45 * d as f32 / deepest as f32;
            pos[*i] = (0.5 + r * t.cos(), 0.5 + r * t.sin());
        }
    }
    // Unreachable nodes (not in a valid map) go on the outside.
    for (i, p) in pos.iter_mut().enumerate() {
        if depth[i] == usize::MAX {
            let t = i as f32;
            *p = (0.5 + 0.5 * t.cos(), 0.5 + 0.5 * t.sin());
        }
    }
    pos
}

fn normalise(pos: Vec<(f32, f32)>) -> Vec<(f32, f32)> {
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for (x, y) in &pos {
        x0 = x0.min(*x);
        y0 = y0.min(*y);
        x1 = x1.max(*x);
        y1 = y1.max(*y);
    }
    let span = (x1 - x0).max(y1 - y0).max(1e-6);
    let (cx, cy) = ((x1 - x0) / span, (y1 - y0) / span);
    pos.into_iter()
        .map(|(x, y)| {
            (
                (x - x0) / span + (1.0 - cx) / 2.0,
                (y - y0) / span + (1.0 - cy) / 2.0,
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_in_the_unit_square_and_stable() {
        let edges: Vec<(usize, usize)> = (0..10).map(|i| (i, (i + 1) % 10)).collect();
        let a = layout(10, &edges);
        assert_eq!(a, layout(10, &edges));
        assert!(
            a.iter()
                .all(|(x, y)| (0.0..=1.0).contains(x) && (0.0..=1.0).contains(y))
        );
        for i in 0..10 {
            for j in 0..i {
                let d = (a[i].0 - a[j].0).hypot(a[i].1 - a[j].1);
                assert!(d > 0.01, "nodes {i} and {j} overlap");
            }
        }
    }
}
