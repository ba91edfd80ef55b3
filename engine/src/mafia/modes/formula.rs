//! A count written as a formula of the table size `n` in a mode file
//! (`n / 3`, `max(1, n / 4)`, `2`): whole numbers, `n`, `+ - * /`
//! (division rounds down), parentheses, `min(a, b)` and `max(a, b)`.

use thiserror::Error;

/// A formula that does not read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("the formula {text:?} does not read at character {at}: {what}")]
pub struct FormulaError {
    /// The formula as written.
    pub text: String,
    /// Where reading stopped (from 0).
    pub at: usize,
    /// What was expected there.
    pub what: &'static str,
}

/// A parsed formula.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Formula(Node);

#[derive(Clone, Debug, PartialEq, Eq)]
enum Node {
    N,
    Number(i64),
    Op(Box<Node>, char, Box<Node>),
    Call(bool, Box<Node>, Box<Node>),
}

impl Formula {
    /// Reads `text`.
    pub fn parse(text: &str) -> Result<Formula, FormulaError> {
        let mut p = Parser {
            text,
            chars: text.char_indices().collect(),
            i: 0,
        };
        let node = p.sum()?;
        p.space();
        if p.i < p.chars.len() {
            return Err(p.error("an operator or the end"));
        }
        Ok(Formula(node))
    }

    /// The count for a table of `n` (never below 0).
    pub fn at(&self, n: usize) -> usize {
        usize::try_from(eval(&self.0, i64::try_from(n).unwrap_or(i64::MAX)).max(0)).unwrap_or(0)
    }
}

fn eval(node: &Node, n: i64) -> i64 {
    match node {
        Node::N => n,
        Node::Number(k) => *k,
        Node::Op(a, op, b) => {
            let (a, b) = (eval(a, n), eval(b, n));
            match op {
                '+' => a.saturating_add(b),
                '-' => a.saturating_sub(b),
                '*' => a.saturating_mul(b),
                _ => a.checked_div(b).unwrap_or(0),
            }
        }
        Node::Call(is_max, a, b) => {
            let (a, b) = (eval(a, n), eval(b, n));
            if *is_max { a.max(b) } else { a.min(b) }
        }
    }
}

struct Parser<'a> {
    text: &'a str,
    chars: Vec<(usize, char)>,
    i: usize,
}

impl Parser<'_> {
    fn error(&self, what: &'static str) -> FormulaError {
        FormulaError {
            text: self.text.to_string(),
            at: self.i,
            what,
        }
    }

    fn space(&mut self) {
        while self
            .chars
            .get(self.i)
            .is_some_and(|(_, c)| c.is_whitespace())
        {
            self.i += 1;
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.space();
        self.chars.get(self.i).map(|(_, c)| *c)
    }

    fn expect(&mut self, c: char, what: &'static str) -> Result<(), FormulaError> {
        if self.peek() == Some(c) {
            self.i += 1;
            Ok(())
        } else {
            Err(self.error(what))
        }
    }

    fn sum(&mut self) -> Result<Node, FormulaError> {
        let mut left = self.product()?;
        while let Some(op @ ('+' | '-')) = self.peek() {
            self.i += 1;
            left = Node::Op(Box::new(left), op, Box::new(self.product()?));
        }
        Ok(left)
    }

    fn product(&mut self) -> Result<Node, FormulaError> {
        let mut left = self.atom()?;
        while let Some(op @ ('*' | '/')) = self.peek() {
            self.i += 1;
            left = Node::Op(Box::new(left), op, Box::new(self.atom()?));
        }
        Ok(left)
    }

    fn atom(&mut self) -> Result<Node, FormulaError> {
        match self.peek() {
            Some('(') => {
                self.i += 1;
                let inner = self.sum()?;
                self.expect(')', "a closing parenthesis")?;
                Ok(inner)
            }
            Some(c) if c.is_ascii_digit() => {
                let mut k: i64 = 0;
                while let Some(d) = self.chars.get(self.i).and_then(|(_, c)| c.to_digit(10)) {
                    k = k.saturating_mul(10).saturating_add(i64::from(d));
                    self.i += 1;
                }
                Ok(Node::Number(k))
            }
            Some(c) if c.is_ascii_alphabetic() => {
                let mut word = String::new();
                while let Some((_, c)) = self
                    .chars
                    .get(self.i)
                    .filter(|(_, c)| c.is_ascii_alphabetic())
                {
                    word.push(*c);
                    self.i += 1;
                }
                match word.as_str() {
                    "n" => Ok(Node::N),
                    "min" | "max" => {
                        self.expect('(', "an opening parenthesis")?;
                        let a = self.sum()?;
                        self.expect(',', "a comma")?;
                        let b = self.sum()?;
                        self.expect(')', "a closing parenthesis")?;
                        Ok(Node::Call(word == "max", Box::new(a), Box::new(b)))
                    }
                    _ => Err(self.error("n, a number, min( or max(")),
                }
            }
            _ => Err(self.error("n, a number, min( or max(")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_read_and_count() {
        let at = |t: &str, n| Formula::parse(t).expect(t).at(n);
        assert_eq!(at("n / 3", 10), 3);
        assert_eq!(at("max(1, n / 4)", 6), 1);
        assert_eq!(at("min(3, (n - 2) / 2) + 1", 20), 4);
        assert_eq!(at("2 * n - 30", 10), 0, "never below 0");
        assert_eq!(at("n / 0", 10), 0);
        for bad in ["", "n /", "m", "max(1 n)", "(n", "n 3"] {
            assert!(Formula::parse(bad).is_err(), "{bad}");
        }
    }
}
